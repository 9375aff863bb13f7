package soa

// agency: The Agency, SoA 1 to 6.
var agency = []entry{}
