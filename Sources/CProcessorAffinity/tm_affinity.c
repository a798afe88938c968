#define _GNU_SOURCE
#include "tm_affinity.h"

#ifdef __linux__
#include <errno.h>
#include <sched.h>

int tm_usable_processor_count(void) {
  // The kernel refuses (EINVAL) a mask narrower than its own: widen until it fits.
  for (int processors = 1024; processors <= (1 << 22); processors *= 2) {
    cpu_set_t *mask = CPU_ALLOC(processors);
    if (!mask) return 0;
    size_t size = CPU_ALLOC_SIZE(processors);
    int result = sched_getaffinity(0, size, mask);
    int failure = errno;
    int count = result == 0 ? CPU_COUNT_S(size, mask) : 0;
    CPU_FREE(mask);
    if (result == 0 || failure != EINVAL) return count;
  }
  return 0;
}
#else
int tm_usable_processor_count(void) { return 0; }
#endif
