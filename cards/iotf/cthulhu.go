package iotf

// cthulhuCards: Cthulhu, IotF 43 and 44.
var cthulhuCards = []entry{
	// Toughness and its terror booster only: the card database has them.
	card(43, "Horrific Shoggoth"),
}
