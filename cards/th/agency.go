package th

// agency: The Agency, TH 1 and 2.
var agency = []entry{}
