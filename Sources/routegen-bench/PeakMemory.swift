#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's resident memory, read from `/proc/self/status` on Linux.
///
/// ``resetPeak()`` starts a new peak (Linux 4.0 and later), so the peak of one measured run can be read
/// on its own: `peak - baseline` is what the run added on top of what the process already held.
enum PeakMemory {
    /// A reading of resident memory, in bytes.
    struct Reading {
        /// The resident set size now.
        var current: Int
        /// The highest resident set size since the last reset (or since the process started).
        var peak: Int
    }

    /// The peak memory of one measured run.
    struct Usage {
        /// The process's peak resident set size during the run, in bytes.
        var peak: Int
        /// How far the run raised resident memory above what the process held before it, in bytes.
        var added: Int
    }

    /// Resets the peak resident set size to the current one; returns whether the kernel allowed it.
    @discardableResult
    static func resetPeak() -> Bool {
        #if os(Linux)
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
        #else
        return false
        #endif
    }

    /// The current and peak resident set size, or `nil` where `/proc` is unavailable.
    static func read() -> Reading? {
        guard let status = procStatus() else { return nil }
        var current: Int?
        var peak: Int?
        for line in status.split(separator: "\n") {
            if line.hasPrefix("VmRSS:") { current = kilobytes(line) }
            if line.hasPrefix("VmHWM:") { peak = kilobytes(line) }
        }
        guard let current, let peak else { return nil }
        return Reading(current: current * 1024, peak: peak * 1024)
    }

    /// The text of `/proc/self/status`.
    private static func procStatus() -> String? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The number in a line such as `VmRSS:    1234 kB`.
    private static func kilobytes(_ line: Substring) -> Int? {
        line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) }
    }
}
