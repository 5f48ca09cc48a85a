// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A modular app: `ShopRoutes` generates public routes (its `routegen-config.yaml` says
// `accessModifier: public`), `CartFeature` uses them with a plain `import`, and `ModularApp`
// runs a flow. `.ci/modular-app` builds and runs it.
//
// RouteGen is this repository, three directories up; a path dependency's identity is the
// last component of its path, so it is computed rather than spelled.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let routeGen = repository.lastPathComponent

let package = Package(
    name: "ModularApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: repository.path)],
    targets: [
        .target(
            name: "ShopRoutes",
            dependencies: [.product(name: "RouteKit", package: routeGen)],
            plugins: [.plugin(name: "RouteGenPlugin", package: routeGen)]
        ),
        .target(
            name: "CartFeature",
            dependencies: ["ShopRoutes", .product(name: "RouteKit", package: routeGen)]
        ),
        .executableTarget(
            name: "ModularApp",
            dependencies: ["CartFeature", "ShopRoutes", .product(name: "RouteKit", package: routeGen)]
        ),
    ]
)
