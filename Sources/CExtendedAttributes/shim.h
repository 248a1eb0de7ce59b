// Extended attributes (listxattr, getxattr, fsetxattr): part of the C library on Linux and macOS,
// but not exported by Swift's Glibc module.
#include <sys/types.h>
#include <sys/xattr.h>
