// The routes module: `Shop.routes.yaml` generates its public API through the RouteGen plugin.

/// The deep-link scheme of the shop.
public let shopURLScheme = "shop"
