package tootst

// order: the Silver Twilight's support cards and events, TOotST 36 to 55.
var order = []entry{}
