import Testing

@testable import RouteCompiler

@Suite("Deep-link rule")
struct DeepLinkRuleTests {
    @Test("A back stack that needs a param the link lacks is an error at the path, naming the param")
    func missingParam() {
        let spec = """
            name: App
            root: home
            screens:
              home:
              contact:
                params: { id: Int }
              photo:
                params: { slug: String }
                path: /photos/{slug}
            transitions:
              open: { from: home, push: contact }
              show: { from: contact, push: photo }
            """
        #expect(
            diagnose(spec) == [
                "9:11: error: the deep link of screen 'photo' cannot build its back stack: screen 'contact' below it needs the param 'id', which the link does not carry; add a param 'id' to 'photo' or a default to 'id' of 'contact'"
            ]
        )
    }

    @Test("A param of the same name but another type does not fill it")
    func typeMismatch() {
        let spec = """
            name: App
            root: home
            screens:
              home:
              contact: { params: { id: Int } }
              photo: { params: { id: String }, path: "/photos/{id}" }
            transitions:
              open: { from: home, push: contact }
              show: { from: contact, push: photo }
            """
        #expect(diagnose(spec).count == 1)
        #expect(diagnose(spec).first?.contains("needs the param 'id'") == true)
    }

    @Test("Defaults and the link's own params fill the back stack")
    func filled() {
        let spec = """
            name: App
            root: home
            screens:
              home:
              contact: { params: { id: Int, tab: { type: Int, default: 0 } } }
              photo: { params: { id: Int, n: Int }, path: "/contacts/{id}/photos/{n}" }
            transitions:
              open: { from: home, push: contact }
              show: { from: contact, push: photo }
            """
        #expect(diagnose(spec).isEmpty)
    }
}
