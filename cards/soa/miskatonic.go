package soa

// miskatonic: Miskatonic University, SoA 7 to 12.
var miskatonic = []entry{}
