import Testing

@testable import RouteCompiler

@Suite("CopyOnWriteBox")
struct CopyOnWriteBoxTests {
    @Test("Changing a copy leaves the original as it was")
    func copiesAreValues() {
        let original = CopyOnWriteBox([1, 2, 3])
        var copy = original
        copy.value.append(4)
        #expect(original.value == [1, 2, 3])
        #expect(copy.value == [1, 2, 3, 4])
    }

    @Test("A box that no copy shares is changed in place")
    func uniqueBoxChangesInPlace() {
        var box = CopyOnWriteBox([1, 2, 3])
        box.value[0] = 10
        box.value.append(4)
        #expect(box.value == [10, 2, 3, 4])
    }

    @Test("A screen changed after it was copied keeps the copy as it was")
    func screensAreValues() {
        let screen = Screen(name: Located("home", at: .start))
        var changed = screen
        changed.doc = "The start."
        changed.toolbar = .visible
        #expect(screen.doc == nil && screen.toolbar == .hidden)
        #expect(changed.doc == "The start." && changed.toolbar == .visible && changed.name.value == "home")
    }
}
