#if GTK
import Glibc

func drain(_ descriptor: Int32) {}
#endif
