import RouteKit
import Testing

/// What the checkout screen received, with the stack it saw then.
@MainActor
private final class Coupons {
    var received: [String] = []
    var stacks: [[CheckoutRoute]] = []
}

/// Lets the tasks that the main actor has queued run.
@MainActor
private func settle() async {
    for _ in 0..<20 { await Task.yield() }
}

/// Results through the plugin: a coupon delivered across a three-screen `popTo`, and a delivery day
/// awaited from a presented picker.
@MainActor
@Suite("Checkout flows (results)")
struct CheckoutFlowTests {
    typealias Coordinator = CheckoutCoordinator<CheckoutPlaceholderFactory>

    /// A coordinator showing the checkout, whose handler records the coupons it receives.
    private func checkout(_ coupons: Coupons) throws -> (Coordinator, CheckoutNavigator.Checkout) {
        let coordinator = Coordinator(factory: CheckoutPlaceholderFactory())
        try #require(coordinator.navigator(CheckoutNavigator.Cart.self)).checkout()
        let checkout = try #require(coordinator.navigator(CheckoutNavigator.Checkout.self))
        checkout.onCoupon { [coordinator] coupon in
            coupons.received.append(coupon)
            coupons.stacks.append(coordinator.state.stack(at: .main)?.routes ?? [])
        }
        return (coordinator, checkout)
    }

    @Test("A coupon picked three screens up reaches the checkout once, after the pop")
    func couponAcrossThreeScreens() throws {
        let coupons = Coupons()
        let (coordinator, checkout) = try checkout(coupons)
        checkout.browseCoupons()
        try #require(coordinator.navigator(CheckoutNavigator.CouponList.self)).showCoupon(code: "SPRING")
        let detail = try #require(coordinator.navigator(CheckoutNavigator.CouponDetail.self))
        #expect(coordinator.state.stack(at: .main)?.routes.count == 4)

        detail.applyCoupon(coupon: "SPRING")
        #expect(coupons.received == ["SPRING"])
        #expect(coupons.stacks == [[.cart, .checkout]])
        // The stale detail navigator cannot deliver again.
        detail.applyCoupon(coupon: "SPRING")
        #expect(coupons.received == ["SPRING"])
    }

    @Test("A popTo with ifMissing: skip and no checkout below delivers nothing")
    func skippedPopToDeliversNothing() throws {
        let coordinator = Coordinator(factory: CheckoutPlaceholderFactory())
        var failures: [NavigationError<CheckoutRoute>] = []
        coordinator.navigation.failureHandler = { failures.append($0) }
        try #require(coordinator.navigator(CheckoutNavigator.Cart.self)).applyIfInCheckout(coupon: "X")
        #expect(coordinator.state == .initial)
        #expect(failures.isEmpty)

        let coupons = Coupons()
        let (withCheckout, checkout) = try checkout(coupons)
        checkout.browseCoupons()
        try #require(withCheckout.navigator(CheckoutNavigator.CouponList.self)).applyIfInCheckout(coupon: "Y")
        #expect(coupons.received == ["Y"])
    }

    @Test("An awaited day is the picker's result")
    func awaitedDay() async throws {
        let (coordinator, checkout) = try checkout(Coupons())
        let day = Task { await checkout.pickDay() }
        await settle()
        try #require(coordinator.navigator(CheckoutNavigator.DayPicker.self)).finish(3)
        #expect(await day.value == 3)
        #expect(coordinator.state.presentations.isEmpty)
    }

    @Test("An awaited day is nil when the picker is swiped down")
    func swipedDownDay() async throws {
        let (coordinator, checkout) = try checkout(Coupons())
        let day = Task { await checkout.pickDay() }
        await settle()
        #expect(coordinator.state.visibleRoute == .dayPicker)
        coordinator.navigation.hostDidDismiss(fromIndex: 0)
        #expect(await day.value == nil)
    }
}
