package tootst

// lodge: the Silver Twilight's characters, TOotST 16 to 35.
var lodge = []entry{}
