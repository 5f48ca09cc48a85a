// The sample URLs that `routegen links <spec> --urls` writes for golden specs, one per path
// pattern. RouteCompilerTests' "Sample link URLs" suite checks that the tool still writes them
// (RECORD_CORPUS=1 re-records this file); `LinkCorpusTests` opens each one and writes it back.

/// The sample URL paths of golden specs, by spec name.
enum LinkCorpus {
    static let birds = [
        "/sightings",
        "/sightings/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/sample?note=sample",
    ]
    static let conference = [
        "/sessions/sample?source=sample",
        "/s/sample?source=sample",
        "/venues/sample",
        "/speakers/sample?note=sample",
        "/floormap",
    ]
    static let kiosk = [
        "/events/42",
        "/shop/sample/products/42",
        "/reviews/42",
    ]
    static let library = [
        "/authors",
        "/authors/sample",
        "/authors/sample/books/sample",
        "/authors/sample/books/sample/loan",
    ]
    static let studio = [
        "/stages",
        "/stages/42?showNotes=true",
    ]
}
