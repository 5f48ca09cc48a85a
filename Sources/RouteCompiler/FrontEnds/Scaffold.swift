/// Editable starting points for an app's screens: `routegen scaffold`.
public enum Scaffold {
    /// Why a scaffold cannot be made.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The spec has errors (they are in the diagnostics).
        case invalidSpec
        /// A requested screen is not a screen of the spec.
        case unknownScreen(String, suggestion: String?)

        /// The reason as a message, in lower case, for `routegen` to print after `error:`.
        public var description: String {
            switch self {
            case .invalidSpec: "the spec has errors"
            case .unknownScreen(let name, let suggestion):
                "'\(name)' is not a screen of the spec" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            }
        }
    }

    /// The scaffold files of a spec: the factory type (`<Factory>.swift`) and one file per
    /// requested screen (`<Factory>+<Screen>.swift`); every screen when `screens` is `nil`.
    public static func files(
        of bytes: [UInt8],
        specFileName: String,
        screens requested: [String]?,
        factory: String?
    ) -> (files: Result<[GeneratedFile], Failure>, diagnostics: [Diagnostic]) {
        files(of: SpecSource(bytes), specFileName: specFileName, screens: requested, factory: factory)
    }

    /// The scaffold files of a spec and the files it includes.
    public static func files(
        of source: SpecSource,
        specFileName: String,
        screens requested: [String]?,
        factory: String?
    ) -> (files: Result<[GeneratedFile], Failure>, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        guard let spec = GeneratorPipeline.parseAndValidate(source, diagnostics: &diagnostics), !diagnostics.hasErrors,
            // The same screens in the same order, a feature's named as the generated code names them.
            let translator = RouteTranslator(
                spec: FeatureTranslationSpec.make(spec),
                options: GeneratorOptions(specFileName: specFileName)
            )
        else { return (.failure(.invalidSpec), diagnostics.sorted) }
        let factory = factory ?? translator.names.prefix + "Screens"
        var places: [Int] = []
        for name in requested ?? spec.screenNames {
            guard let place = spec.screenNumbers[name] else {
                let failure = Failure.unknownScreen(
                    name,
                    suggestion: EditDistance.closest(to: name, in: spec.screenNames)
                )
                return (.failure(failure), diagnostics.sorted)
            }
            places.append(place)
        }
        var files = [
            GeneratedFile(
                name: factory + ".swift",
                contents: TextRenderer.render(translator.translateFactoryScaffold(factory: factory))
            )
        ]
        for place in places {
            let name = factory + "+" + translator.navigatorTypeNames[place] + ".swift"
            files.append(
                GeneratedFile(
                    name: name,
                    contents: TextRenderer.render(translator.translateScaffold(forScreenAt: place, factory: factory))
                )
            )
        }
        return (.success(files), diagnostics.sorted)
    }
}
