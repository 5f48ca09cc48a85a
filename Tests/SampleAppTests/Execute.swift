import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the program at `path` with `arguments` and `input` as its standard input, waits for it, and
/// returns its standard output and exit status (128 plus the signal for a program a signal ended).
///
/// The program starts with no signal blocked and every handler at its default, whatever the test thread
/// that starts it blocks, and its standard input and output are files rather than pipes, so that nothing
/// waits on a pipe.
func execute(
    _ path: String,
    _ arguments: [String],
    input: String = "",
    environment: [String: String] = ProcessInfo.processInfo.environment
) throws -> (output: String, status: Int32) {
    let fileManager = FileManager.default
    let folder = fileManager.temporaryDirectory.appendingPathComponent("SampleAppTests-\(UUID().uuidString)")
    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: folder) }
    let inputPath = folder.appendingPathComponent("input").path
    let outputPath = folder.appendingPathComponent("output").path
    try Data(input.utf8).write(to: URL(fileURLWithPath: inputPath))

    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    var attributes: posix_spawnattr_t?
    #else
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    var allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid = pid_t()
    let error = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard error == 0 else { throw SampleAppError(message: "cannot run \(path): error \(error)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    let output = String(decoding: try Data(contentsOf: URL(fileURLWithPath: outputPath)), as: UTF8.self)
    let signal = status & 0x7F
    return (output, signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
}
