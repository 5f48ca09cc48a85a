// swift-tools-version: 6.0
import Foundation
import PackageDescription

// An app of three targets: two features whose specs declare entries and exits, and the app whose
// spec uses them, shows their entries and binds their exits. Neither feature imports the other:
// Checkout's exit `showProduct` leaves for Catalog's `product` only through the app's binding.
// `.ci/feature-app` builds and runs it, and checks the build's errors on edited copies.
//
// RouteGen is this repository, three directories up; a path dependency's identity is the
// last component of its path, so it is computed rather than spelled.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let routeGen = repository.lastPathComponent

let package = Package(
    name: "FeatureApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: repository.path)],
    targets: [
        .target(
            name: "CheckoutFeature",
            dependencies: [.product(name: "RouteKit", package: routeGen)],
            plugins: [.plugin(name: "RouteGenPlugin", package: routeGen)]
        ),
        .target(
            name: "CatalogFeature",
            dependencies: [.product(name: "RouteKit", package: routeGen)],
            plugins: [.plugin(name: "RouteGenPlugin", package: routeGen)]
        ),
        .executableTarget(
            name: "FeatureApp",
            dependencies: ["CheckoutFeature", "CatalogFeature", .product(name: "RouteKit", package: routeGen)],
            plugins: [.plugin(name: "RouteGenPlugin", package: routeGen)]
        ),
    ]
)
