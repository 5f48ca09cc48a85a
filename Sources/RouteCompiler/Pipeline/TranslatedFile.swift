/// The output of translation: the generated file as structured Swift, before it is rendered.
///
/// The translator makes the file's declarations part by part (``FilePart``) as the renderer asks
/// for them, so this holds the translator, ready to make them.
struct TranslatedFile {
    /// The file's name, such as `LibraryRoutes.swift`.
    var name: String
    /// The translator of the validated spec.
    var translator: RouteTranslator
}
