package ttb

// miskatonic: the Miskatonic University's cards, TTB 9 and 10.
var miskatonic = []entry{}
