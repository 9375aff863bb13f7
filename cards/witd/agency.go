package witd

// agency: The Agency, WitD 1 and 2.
var agency = []entry{}
