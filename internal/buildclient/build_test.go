package main

import (
	"os/exec"
	"testing"
)

// TestBundleUpToDate builds the client and compares it with the
// committed bundle, byte for byte: a change to client/ must come with
// go generate ./server. The sources are type-checked too.
func TestBundleUpToDate(t *testing.T) {
	if _, err := exec.LookPath("npm"); err != nil {
		t.Skip("npm is not installed: the client's packages cannot be installed to build it")
	}
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	if err := prepare(root, true); err != nil {
		t.Fatal(err)
	}
	stale, err := Check(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(stale) > 0 {
		t.Fatalf("the committed bundle is out of date (%v): run go generate ./server", stale)
	}
}
