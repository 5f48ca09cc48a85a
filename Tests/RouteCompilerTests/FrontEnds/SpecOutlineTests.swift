import Foundation
import Testing

@testable import RouteCompiler
@testable import RouteCompilerFrontEnds

/// The outline that `routegen preview` walks: v2 steps with their bound values.
@Suite("Spec outline")
struct SpecOutlineTests {
    @Test("A move's arguments leave out the params its steps bind; the steps carry the bound values")
    func boundParams() throws {
        let url = RepositoryPaths.goldenSpecs.appendingPathComponent("Conference.routes.yaml")
        let outline = try #require(GeneratorPipeline.outline(of: Array(try Data(contentsOf: url))).outline)
        let move = try #require(outline.transitions.first { $0.name == "openFromSchedule" })
        #expect(move.arguments.map(\.name) == ["sessionId"])
        guard move.steps.count == 3,
            case .popTo("home", inclusive: true, skipIfMissing: true) = move.steps[0],
            case .push("sessionDetail", let pushed, singleTop: true, zoom: false) = move.steps[1],
            case .present("mapFilter", let presented, style: "fullScreen", detents: [], transition: "coverVertical") =
                move.steps[2]
        else {
            Issue.record("unexpected steps: \(move.steps)")
            return
        }
        #expect(pushed == ["source": "schedule"])
        #expect(presented == ["variant": "day"])
    }
}
