import Glibc

let pageSize = sysconf(Int32(_SC_PAGESIZE))
