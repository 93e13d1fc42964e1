// Settings of the running process that Swift cannot reach directly: glibc's allocator
// (`mallopt`), and Linux's transparent huge pages for the programs it starts (`prctl` is variadic).
#include <malloc.h>
#include <sys/prctl.h>

/// Whether programs this process starts from now on may get transparent huge pages: with
/// `allowed` 0 they may not (`PR_SET_THP_DISABLE`, inherited by children and kept across exec).
/// Returns 0, or -1 with errno set.
static inline int zoetrope_allow_huge_pages(int allowed) {
    return prctl(PR_SET_THP_DISABLE, allowed ? 0 : 1, 0, 0, 0);
}

/// Whether this process may get transparent huge pages (`PR_GET_THP_DISABLE` is 0): 1 or 0.
static inline int zoetrope_huge_pages_allowed(void) {
    return prctl(PR_GET_THP_DISABLE, 0, 0, 0, 0) == 0;
}
