package ttott

// miskatonic: Miskatonic University, TTotT 63 and 64.
var miskatonic = []entry{}
