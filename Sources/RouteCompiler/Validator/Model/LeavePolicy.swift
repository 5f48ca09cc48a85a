/// What a screen's `leave:` says about leaving it: the one value the contract defines.
package enum LeavePolicy: String, CaseIterable {
    /// `leave: confirm`: a change that removes the screen waits for the check its navigator sets.
    case confirm
}
