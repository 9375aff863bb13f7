package ee

var neutral = []entry{}
