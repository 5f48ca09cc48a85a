extension NavigationState {
    /// The stack at `location`, or `nil` when the state has no such stack.
    public func stack(at location: NavigationState<Route>.StackLocation) -> NavigationState<Route>.Stack? {
        guard case .presentation(let index) = location else { return root.stack(at: location) }
        return presentations.indices.contains(index) ? presentations[index].stack : nil
    }

    /// Whether the state has a stack at `location`.
    public func contains(_ location: NavigationState<Route>.StackLocation) -> Bool {
        stack(at: location) != nil
    }

    /// Calls `body` with the stack at `location` in place, without copying the other stacks.
    ///
    /// - Throws: `NavigationError.noSuchStack` when the state has no stack at `location`, or what `body` throws.
    mutating func modifyStack<Result>(
        at location: NavigationState<Route>.StackLocation,
        _ body: (inout NavigationState<Route>.Stack) throws(NavigationError<Route>) -> Result
    ) throws(NavigationError<Route>) -> Result {
        guard case .presentation(let index) = location else { return try root.modifyStack(at: location, body) }
        guard presentations.indices.contains(index) else { throw .noSuchStack(location) }
        return try body(&presentations[index].stack)
    }

    /// How many of the presentations count as the same ones in `new`: those at the same index with the
    /// same style, presenter and root route, up to the first that differs.
    func presentationsKept(in new: NavigationState) -> Int {
        zip(presentations, new.presentations).prefix {
            $0.style == $1.style && $0.presenter == $1.presenter && $0.stack.root == $1.stack.root
        }.count
    }
}
