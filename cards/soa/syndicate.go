package soa

// syndicate: The Syndicate, SoA 13 to 18.
var syndicate = []entry{}
