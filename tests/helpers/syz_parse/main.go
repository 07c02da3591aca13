// SPDX-License-Identifier: GPL-2.0
// syz_parse FILE...: parses syzkaller descriptions with syzkaller's own
// parser (pkg/ast, copied next to this file as package kapisyz/ast by
// tests/cli/syzlang.t) and prints what it found; exit 1 on any error.
package main

import (
	"fmt"
	"os"

	"kapisyz/ast"
)

func main() {
	failed := false
	for _, file := range os.Args[1:] {
		data, err := os.ReadFile(file)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		desc := ast.Parse(data, file, func(pos ast.Pos, msg string) {
			fmt.Fprintf(os.Stderr, "%v:%v:%v: %v\n", pos.File, pos.Line, pos.Col, msg)
			failed = true
		})
		if desc == nil {
			failed = true
			continue
		}
		calls, structs, flags, resources := 0, 0, 0, 0
		for _, n := range desc.Nodes {
			switch n.(type) {
			case *ast.Call:
				calls++
			case *ast.Struct:
				structs++
			case *ast.IntFlags, *ast.StrFlags:
				flags++
			case *ast.Resource:
				resources++
			}
		}
		fmt.Printf("%s: %d calls, %d structs, %d flag sets, %d resources\n",
			file, calls, structs, flags, resources)
	}
	if failed {
		os.Exit(1)
	}
}
