package sftsk

// miskatonic: Miskatonic University, SftSK 63 and 64.
var miskatonic = []entry{}
