import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command in a child of a fresh `routegen-bench` process, so that the command's peak memory
/// (and that of every process it starts, such as `swift-frontend` under `swiftc`) can be read apart
/// from every other command's.
enum ChildProcessUsage {
    /// What one command used.
    struct Usage {
        /// The command's exit status.
        var status: Int32
        /// What the command printed (standard output and error).
        var output: String
        /// Wall-clock seconds.
        var wall: Double
        /// CPU seconds (user and system) of the command and its children.
        var cpu: Double
        /// The largest resident set size of the command or any of its children, in bytes.
        var peakMemory: Int
    }

    /// The hidden option with which the benchmark runs itself to measure one command.
    static let option = "--measure-command"

    /// Runs `arguments` (found on `PATH`) in a child of a fresh `routegen-bench` process and returns
    /// what it used.
    static func measure(_ arguments: [String]) throws(BenchmarkError) -> Usage {
        guard let executable = Bundle.main.executableURL else {
            throw BenchmarkError("cannot find the routegen-bench executable")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = [option] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let start = ContinuousClock.now
        do {
            try process.run()
        } catch {
            throw BenchmarkError("cannot run \(executable.path(percentEncoded: false)): \(error)")
        }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let wall = (ContinuousClock.now - start).seconds
        // The last line is `<status> <cpu seconds> <peak kB>`; the command's output comes before it.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        let fields = lines.popLast()?.split(separator: " ") ?? []
        guard process.terminationStatus == 0, fields.count == 3, let status = Int32(fields[0]),
            let cpu = Double(fields[1]), let kilobytes = Int(fields[2])
        else {
            throw BenchmarkError("cannot measure `\(arguments.joined(separator: " "))`:\n\(text)")
        }
        return Usage(
            status: status,
            output: lines.joined(separator: "\n"),
            wall: wall,
            cpu: cpu,
            peakMemory: kilobytes * 1024
        )
    }

    /// Runs `arguments` as this process's only child and prints `<status> <cpu seconds> <peak kB>`
    /// after the command's own output.
    static func runAndPrintUsage(_ arguments: [String]) -> Never {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = arguments
        var status: Int32 = 127
        do {
            try process.run()
            process.waitUntilExit()
            status = process.terminationStatus
        } catch {
            FileHandle.standardError.write(Data("cannot run \(arguments.first ?? ""): \(error)\n".utf8))
        }
        let usage = childrenUsage()
        print("\n\(status) \(usage.cpu) \(usage.peakKilobytes)")
        exit(0)
    }

    /// The CPU seconds (user and system) and the peak resident memory of this process's children
    /// that have been waited for.
    static func childrenUsage() -> (cpu: Double, peakKilobytes: Int) {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        // Linux reports ru_maxrss in kilobytes, macOS in bytes.
        #if canImport(Darwin)
        let kilobytes = usage.ru_maxrss / 1024
        #else
        let kilobytes = usage.ru_maxrss
        #endif
        return (seconds(usage.ru_utime) + seconds(usage.ru_stime), Int(kilobytes))
    }
}
