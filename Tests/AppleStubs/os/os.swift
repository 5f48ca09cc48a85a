// A stub of os: only the declarations RouteKit's `NavigationEvent.logging(subsystem:category:)` uses,
// each copied from the documentation page named above it (https://developer.apple.com/documentation/os/...).
// Nothing here runs. Availability (iOS 14, macOS 11, tvOS 14, watchOS 7 on every page) is below the
// package's platforms, so it is left out. Tests/AppleStubs/README.md lists every declaration.

/// https://developer.apple.com/documentation/os/logger — `struct Logger` (its conformances are not
/// declared here: RouteKit creates a logger where it writes and needs none)
public struct Logger {
    /// https://developer.apple.com/documentation/os/logger/init(subsystem:category:)
    public init(subsystem: String, category: String) {}

    /// https://developer.apple.com/documentation/os/logger/info(_:)
    public func info(_ message: OSLogMessage) {}

    /// https://developer.apple.com/documentation/os/logger/debug(_:)
    public func debug(_ message: OSLogMessage) {}
}

/// https://developer.apple.com/documentation/os/oslogmessage — `struct OSLogMessage`, which conforms to
/// `ExpressibleByStringInterpolation` and `ExpressibleByStringLiteral`
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// https://developer.apple.com/documentation/os/oslogmessage/init(stringinterpolation:)
    public init(stringInterpolation: OSLogInterpolation) {}

    /// https://developer.apple.com/documentation/os/oslogmessage/init(stringliteral:)
    public init(stringLiteral value: String) {}
}

/// https://developer.apple.com/documentation/os/osloginterpolation — `@frozen struct OSLogInterpolation`,
/// which conforms to `StringInterpolationProtocol`
@frozen public struct OSLogInterpolation: StringInterpolationProtocol {
    /// `StringInterpolationProtocol`'s initializer:
    /// https://developer.apple.com/documentation/swift/stringinterpolationprotocol/init(literalcapacity:interpolationcount:)
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// https://developer.apple.com/documentation/os/osloginterpolation/appendliteral(_:)
    public mutating func appendLiteral(_ literal: String) {}

    /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)-6tazr
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {}
}

/// https://developer.apple.com/documentation/os/oslogstringalignment — `struct OSLogStringAlignment`
public struct OSLogStringAlignment {
    /// https://developer.apple.com/documentation/os/oslogstringalignment/none
    public static var none: OSLogStringAlignment { OSLogStringAlignment() }
}

/// https://developer.apple.com/documentation/os/oslogprivacy — `struct OSLogPrivacy`
public struct OSLogPrivacy {
    /// https://developer.apple.com/documentation/os/oslogprivacy/auto
    public static var auto: OSLogPrivacy { OSLogPrivacy() }

    /// https://developer.apple.com/documentation/os/oslogprivacy/public
    public static var `public`: OSLogPrivacy { OSLogPrivacy() }
}
