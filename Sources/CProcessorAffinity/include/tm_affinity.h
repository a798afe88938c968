#ifndef TM_AFFINITY_H
#define TM_AFFINITY_H

#ifdef __cplusplus
extern "C" {
#endif

/// The number of processors the calling thread may run on: the CPUs of its
/// affinity mask, as `taskset`, `numactl` or a container's cpuset leave it
/// (`sched_getaffinity(2)`). Returns 0 where the system does not say (not
/// Linux, or the call failed).
int tm_usable_processor_count(void);

#ifdef __cplusplus
}
#endif

#endif
