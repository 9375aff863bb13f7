package soa

// neutral: the neutral cards, SoA 43 to 50.
var neutral = []entry{}
