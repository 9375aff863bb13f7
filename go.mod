module cthulhu

go 1.26
