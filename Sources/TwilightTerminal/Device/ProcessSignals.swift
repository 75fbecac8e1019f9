#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signal dispositions a terminal program needs: whether a signal still has its default
/// action, a handler in its place, and stopping the process as Ctrl-Z would.
package enum ProcessSignals {
    /// Whether `action` is the default action (no handler, not ignored).
    static func isDefault(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        return unsafe action.__sigaction_handler.sa_handler == nil && action.sa_flags & SA_SIGINFO == 0
        #elseif canImport(Darwin)
        return action.__sigaction_u.__sa_handler == nil && action.sa_flags & SA_SIGINFO == 0
        #endif
    }

    /// Installs `handler` for `signalNumber`, run inside the signal: it may only make
    /// async-signal-safe calls.
    static func install(_ signalNumber: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
        unsafe action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #endif
        unsafe sigemptyset(&action.sa_mask)
        unsafe sigaction(signalNumber, &action, nil)
    }

    /// Stops this process as `SIGTSTP` would by default, and returns once it is
    /// continued (`fg`); the signal handling in place before is put back.
    package static func stopThisProcess() {
        var previous = sigaction()
        unsafe sigaction(SIGTSTP, nil, &previous)
        signal(SIGTSTP, SIG_DFL)
        // To this thread, unblocked here (a signal source blocks it): a signal sent to the
        // process may be taken by another thread, and this one would run on — drawing on
        // the terminal — until the stop reached it. Returns once continued.
        var only = sigset_t()
        var mask = sigset_t()
        unsafe sigemptyset(&only)
        unsafe sigaddset(&only, SIGTSTP)
        unsafe pthread_sigmask(SIG_UNBLOCK, &only, &mask)
        raise(SIGTSTP)
        unsafe pthread_sigmask(SIG_SETMASK, &mask, nil)
        unsafe sigaction(SIGTSTP, &previous, nil)
    }
}
