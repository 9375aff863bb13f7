package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// Where the client's sources are and where its bundle goes, from the
// module's root.
const (
	clientDir = "client"
	entry     = "client/src/main.tsx"
	outDir    = "server/web/dist/assets"
)

// moduleRoot is the directory of go.mod, found upwards from the working
// directory (go generate runs in the package's directory).
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = up
	}
}

// prepare installs the client's packages when node_modules is missing,
// and type-checks the sources when typecheck is set.
func prepare(root string, typecheck bool) error {
	dir := filepath.Join(root, clientDir)
	if _, err := os.Stat(filepath.Join(dir, "node_modules")); err != nil {
		if err := run(dir, "npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"); err != nil {
			return err
		}
	}
	if typecheck {
		return run(dir, "npx", "--no-install", "tsc", "--noEmit", "-p", ".")
	}
	return nil
}

func run(dir, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out.String())
	}
	return nil
}

// bundle builds the client in memory: each output's name (app.js,
// app.css) and bytes.
func bundle(root string) (map[string][]byte, error) {
	res := api.Build(api.BuildOptions{
		AbsWorkingDir:     root,
		EntryPoints:       []string{entry},
		EntryNames:        "app",
		Outdir:            filepath.Join(root, outDir),
		Bundle:            true,
		Write:             false,
		MinifyWhitespace:  true,
		MinifyIdentifiers: true,
		MinifySyntax:      true,
		Format:            api.FormatESModule,
		Target:            api.ES2020,
		Platform:          api.PlatformBrowser,
		JSX:               api.JSXAutomatic,
		JSXImportSource:   "preact",
		LegalComments:     api.LegalCommentsNone,
		Charset:           api.CharsetUTF8,
		Sourcemap:         api.SourceMapNone,
		LogLevel:          api.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		msgs := api.FormatMessages(res.Errors, api.FormatMessagesOptions{Kind: api.ErrorMessage})
		return nil, fmt.Errorf("esbuild:\n%s", strings.Join(msgs, ""))
	}
	out := map[string][]byte{}
	for _, f := range res.OutputFiles {
		out[filepath.Base(f.Path)] = f.Contents
	}
	for _, want := range []string{"app.js", "app.css"} {
		if _, ok := out[want]; !ok {
			return nil, fmt.Errorf("esbuild wrote no %s", want)
		}
	}
	return out, nil
}

// Build type-checks the client (when typecheck is set) and writes its
// bundle.
func Build(root string, typecheck bool) error {
	if err := prepare(root, typecheck); err != nil {
		return err
	}
	files, err := bundle(root)
	if err != nil {
		return err
	}
	dir := filepath.Join(root, outDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Check builds the client in memory and returns the outputs whose bytes
// differ from the committed bundle's (none: it is up to date).
func Check(root string) ([]string, error) {
	if err := prepare(root, false); err != nil {
		return nil, err
	}
	files, err := bundle(root)
	if err != nil {
		return nil, err
	}
	var stale []string
	for name, b := range files {
		old, err := os.ReadFile(filepath.Join(root, outDir, name))
		if err != nil || !bytes.Equal(old, b) {
			stale = append(stale, name)
		}
	}
	sort.Strings(stale)
	return stale, nil
}
