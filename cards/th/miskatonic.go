package th

// miskatonic: Miskatonic University, TH 3 and 4.
var miskatonic = []entry{}
