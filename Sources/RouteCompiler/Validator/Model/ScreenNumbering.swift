/// A number for every screen name of a spec, for analyses that walk the screens by number rather
/// than by name: a declared screen's number is its index in the spec's screens, and a name that only
/// a transition or the root mentions gets the next free number when it is first asked for, so that a
/// spec with errors is analysed as it is written.
package struct ScreenNumbering {
    /// The names by number: the declared screens in order, then the names no screen declares.
    private(set) var names: [String]
    /// How many screens the spec declares: the numbers below it are theirs.
    package let declaredCount: Int
    private var numbers: [String: Int]

    /// The numbering of the screens `spec` declares.
    package init(spec: RouteSpec) {
        self.init(screens: spec.screens, numbers: spec.screenNumbers)
    }

    /// The numbering of `screens`, whose indices by name are `numbers`.
    package init(screens: [Screen], numbers: [String: Int]) {
        names = screens.map(\.name.value)
        declaredCount = names.count
        self.numbers = numbers
    }

    /// The number of a screen name, giving a name no screen declares the next free number.
    package mutating func number(of name: String) -> Int {
        if let number = numbers[name] { return number }
        names.append(name)
        numbers[name] = names.count - 1
        return names.count - 1
    }

    /// The number of a screen name, if it has one.
    package func existingNumber(of name: String) -> Int? { numbers[name] }
}
