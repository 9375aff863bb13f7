package tpty

// miskatonic: Miskatonic University, TPtY 103 and 104.
var miskatonic = []entry{}
