/// Placeholder until the terminal host lands.
enum TerminalHostPlaceholder {}
