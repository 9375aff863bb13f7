package session

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"cthulhu/engine"
)

// A save of a game in progress that a person plays is sealed: the seed and
// both decks in order, from which every hidden card could be worked out,
// are written encrypted (AES-GCM) with a key kept in the user's data
// directory, not beside the save. The save can be read, shared and
// resumed without showing the opponent's hand or the player's next draws;
// the key stays on the machine that plays. A finished game, or one between
// computers, is saved in the clear. (A user who reads the key file on his
// own machine can unseal his save: the seal keeps hidden cards from a
// glance at the file and from whoever the file is given to, and a server
// keeps its records where no player reads them.)

// keyFile is the seal key's file name in DataDir.
const keyFile = "seal.key"

// sealed is what a sealed save hides.
type sealed struct {
	Seed  uint64      `json:"seed"`
	Decks [2][]string `json:"decks"`
}

// sealKey reads the seal key, making it first if there is none.
func sealKey() ([]byte, error) {
	dir, err := DataDir()
	if err != nil {
		return nil, err
	}
	path := filepath.Join(dir, keyFile)
	key, err := os.ReadFile(path)
	switch {
	case err == nil && len(key) == 32:
		return key, nil
	case err == nil:
		return nil, fmt.Errorf("the key that seals saved games (%s) is damaged: %d bytes, want 32", path, len(key))
	case !errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("reading the key that seals saved games: %v", err)
	}
	key = make([]byte, 32)
	rand.Read(key)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("making the key that seals saved games: %v", err)
	}
	// O_EXCL: two programs making the key at once keep the first.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return sealKey()
	}
	if err != nil {
		return nil, fmt.Errorf("making the key that seals saved games: %v", err)
	}
	_, err = f.Write(key)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return nil, fmt.Errorf("making the key that seals saved games: %v", err)
	}
	return key, nil
}

func gcm(key []byte) (cipher.AEAD, error) {
	b, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(b)
}

// seal returns a copy of r whose seed and decks are sealed.
func seal(r *engine.Replay) (*engine.Replay, error) {
	key, err := sealKey()
	if err != nil {
		return nil, err
	}
	a, err := gcm(key)
	if err != nil {
		return nil, err
	}
	plain, err := json.Marshal(sealed{Seed: r.Seed, Decks: [2][]string{r.Players[0].Deck, r.Players[1].Deck}})
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, a.NonceSize())
	rand.Read(nonce)
	out := *r
	out.Seed = 0
	out.Players[0].Deck, out.Players[1].Deck = nil, nil
	out.Sealed = base64.StdEncoding.EncodeToString(a.Seal(nonce, nonce, plain, nil))
	return &out, nil
}

// unseal restores in place the seed and decks of a sealed replay.
func unseal(r *engine.Replay) error {
	if r.Sealed == "" {
		return nil
	}
	key, err := sealKey()
	if err != nil {
		return err
	}
	a, err := gcm(key)
	if err != nil {
		return err
	}
	box, err := base64.StdEncoding.DecodeString(r.Sealed)
	if err != nil || len(box) < a.NonceSize() {
		return errors.New("its sealed part is damaged")
	}
	plain, err := a.Open(nil, box[:a.NonceSize()], box[a.NonceSize():], nil)
	if err != nil {
		dir, _ := DataDir()
		return fmt.Errorf("it was sealed with another key than this machine's (%s): a game in progress is resumed where it was saved", filepath.Join(dir, keyFile))
	}
	var s sealed
	if err := json.Unmarshal(plain, &s); err != nil {
		return errors.New("its sealed part is damaged")
	}
	r.Seed, r.Players[0].Deck, r.Players[1].Deck, r.Sealed = s.Seed, s.Decks[0], s.Decks[1], ""
	return nil
}

// ReadSave reads a saved game (a replay file), unsealing it if it is
// sealed: a program that opens a save reads it with ReadSave, not
// engine.ReadReplay.
func ReadSave(path string) (*engine.Replay, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	r, err := engine.ReadReplay(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s is not a saved game: %v", path, err)
	}
	if err := unseal(r); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return r, nil
}
