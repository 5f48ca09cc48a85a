import Testing

@testable import RouteCompiler

@Suite("YAMLLoader: robustness")
struct YAMLRobustnessTests {
    /// A spec that uses most of YAML's syntax, to mutate.
    static let sample = """
        name: Library
        root: &home home
        screens:
          home: {title: "Home", tabs: [books, *home]}
          books:
            title: 'Books — all'
            path: /books/:id
            params: !!map {id: !!int 7, ratio: 1.5e2, flag: true, none: ~}
            note: |
              Line one
              Line two
        # trailing comment

        """

    @Test("the sample loads without problems")
    func sampleLoads() {
        let (root, diagnostics) = loadYAML(Self.sample)
        #expect(diagnostics.isEmpty)
        #expect(
            root?[testKey: "screens"]?[testKey: "home"]?[testKey: "tabs"]?[testItem: 1]?.testValue == .string("home")
        )
    }

    @Test("mutated input never crashes, and a missing tree always comes with an error")
    func mutatedInput() {
        var generator = SplitMix64(state: 42)
        let original = Array(Self.sample.utf8)
        let interesting: [UInt8] = Array("[]{}:,-?&*!|>'\"#%@`\t\r\n ".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = interesting.randomElement(using: &generator)!
                case 1: bytes.insert(interesting.randomElement(using: &generator)!, at: index)
                default: bytes.remove(at: index)
                }
            }
            let (root, diagnostics) = loadYAML(bytes: bytes)
            if root == nil {
                #expect(diagnostics.contains { $0.severity == .error })
            }
            for diagnostic in diagnostics {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
            }
        }
    }
}
