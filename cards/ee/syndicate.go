package ee

var syndicate = []entry{}
