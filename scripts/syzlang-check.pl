#!/usr/bin/perl
# Structural check of syzkaller descriptions (what kapi export -f syzlang
# writes), without syzkaller: the tokens its lexer accepts, the shapes its
# parser accepts (calls, structs and unions, flag sets, resources), balanced
# brackets, and the names a description may use: known type names, flag
# sets that are defined, len[] targets that are siblings, directions.
#   scripts/syzlang-check.pl FILE...
# Exit 0 when clean, 1 with one "file:line: message" a problem otherwise.
use strict;
use warnings;

# syzkaller's built-in types, and the resource its sys.txt bases fds on
my %builtin = map { $_ => 1 } qw(
	int8 int16 int32 int64 intptr int16be int32be int64be intptrbe
	bool8 bool16 bool32 bool64 boolptr flags const len bytesize bytesize2
	bytesize4 bytesize8 bitsize offsetof ptr ptr64 buffer string stringnoz
	filename array vma vma64 proc text void fmt csum glob compressed_image
	fd);
my %int_types = map { $_ => 1 } qw(int8 int16 int32 int64 intptr int16be
	int32be int64be intptrbe);
my %dirs = map { $_ => 1 } qw(in out inout);

my $errors = 0;
my ($file, @toks, $pos);

sub err {
	my ($line, $msg) = @_;
	print "$file:$line: $msg\n";
	$errors++;
}

# Tokens as syzkaller's scanner makes them: [type, text, line].
sub lex {
	my ($text) = @_;
	my @t;
	my $line = 1;
	pos($text) = 0;
	while (pos($text) < length $text) {
		if ($text =~ /\G[ \t\r]+/gc) {
			next;
		} elsif ($text =~ /\G\n/gc) {
			push @t, ['nl', "\n", $line++];
		} elsif ($text =~ /\G#[^\n]*/gc) {
			push @t, ['comment', '', $line];
		} elsif ($text =~ /\G([A-Za-z_][A-Za-z0-9_\$]*)/gc) {
			push @t, ['ident', $1, $line];
		} elsif ($text =~ /\G(0x[0-9a-fA-F]+|[0-9]+)(?![0-9a-zA-Z])/gc) {
			push @t, ['int', $1, $line];
		} elsif ($text =~ /\G"([\x20-\x7e]*?)"/gc) {
			push @t, ['string', $1, $line];
		} elsif ($text =~ /\G<([^>\n]*)>/gc) {
			push @t, ['string', $1, $line];
		} elsif ($text =~ /\G([()\[\]{}=,:])/gc) {
			push @t, [$1, $1, $line];
		} else {
			$text =~ /\G(.)/gcs;
			my $c = $1;
			err($line, sprintf("illegal character %s", $c =~ /[ -~]/ ? "'$c'" :
					   sprintf("0x%02x", ord $c)));
		}
	}
	push @t, ['nl', "\n", $line], ['eof', '', $line];
	return @t;
}

sub peek { return $toks[$pos][0] }
sub line { return $toks[$pos][2] }
sub take {
	my ($want) = @_;
	my $t = $toks[$pos];
	if ($want && $t->[0] ne $want) {
		die [$t->[2], 'unexpected ' . ($t->[0] eq 'nl' ? 'end of line' : "$t->[0] '$t->[1]'") . ", expecting $want"];
	}
	$pos++;
	return $t;
}

# type: (int|ident|string) [: (int|ident)] ['[' type, ... ']']
sub parse_type {
	my $t = $toks[$pos];
	die [$t->[2], "unexpected $t->[0] '$t->[1]', expecting a type"]
		unless $t->[0] =~ /^(int|ident|string)$/;
	$pos++;
	my %ty = (kind => $t->[0], name => $t->[1], line => $t->[2], args => []);
	if (peek() eq ':' && $t->[0] ne 'string') {
		take(':');
		my $t2 = take();
		die [$t2->[2], "bad range end '$t2->[1]'"] unless $t2->[0] =~ /^(int|ident)$/;
		$ty{range} = $t2->[1];
	}
	if (peek() eq '[') {
		take('[');
		push @{$ty{args}}, parse_type();
		while (peek() eq ',') {
			take(',');
			push @{$ty{args}}, parse_type();
		}
		take(']');
	}
	return \%ty;
}

sub parse_field {
	my $name = take('ident');
	return { name => $name->[1], line => $name->[2], type => parse_type() };
}

my (%calls, %structs, %flags, %resources, @uses);

sub parse_top {
	my $k = peek();
	return take() if $k eq 'nl';
	if ($k eq 'comment') {
		take();
		return;
	}
	my $name = take('ident');
	if ($name->[1] eq 'resource') {
		my $r = take('ident');
		take('[');
		my $base = parse_type();
		take(']');
		if (peek() eq ':') {
			take(':');
			take('int');
			while (peek() eq ',') { take(','); take('int'); }
		}
		err($r->[2], "resource $r->[1] declared twice") if $resources{$r->[1]}++;
		push @uses, ['base', $base, []];
	} elsif ($name->[1] eq 'include') {
		take('string');
	} elsif (peek() eq '(') {
		take('(');
		my @args;
		while (peek() ne ')') {
			push @args, parse_field();
			last if peek() ne ',';
			take(',');
		}
		take(')');
		my $ret = peek() ne 'nl' ? parse_type() : undef;
		err($name->[2], "call $name->[1] declared twice") if $calls{$name->[1]}++;
		err($name->[2], "call $name->[1] has more than 9 arguments") if @args > 9;
		push @uses, map { ['field', $_->{type}, \@args] } @args;
		push @uses, ['ret', $ret, []] if $ret;
	} elsif (peek() eq '{' || peek() eq '[') {
		my $close = take()->[0] eq '{' ? '}' : ']';
		take('nl');
		my @fields;
		while (1) {
			take() while peek() eq 'nl' || peek() eq 'comment';
			if (peek() eq $close) {
				take();
				last;
			}
			push @fields, parse_field();
			take('nl');
		}
		if (peek() eq '[') {
			take('[');
			parse_type();
			while (peek() eq ',') { take(','); parse_type(); }
			take(']');
		}
		err($name->[2], "struct $name->[1] has no fields") unless @fields;
		err($name->[2], "struct $name->[1] declared twice") if $structs{$name->[1]}++;
		push @uses, map { ['field', $_->{type}, \@fields] } @fields;
	} elsif (peek() eq '=') {
		take('=');
		my $kind = peek();
		die [line(), "flag set $name->[1] has no values"] unless $kind =~ /^(int|ident|string)$/;
		my $first = take();
		while (peek() eq ',') {
			take(',');
			my $v = take();
			die [$v->[2], "flag set $name->[1] mixes strings and numbers"]
				if ($v->[0] eq 'string') != ($first->[0] eq 'string');
		}
		err($name->[2], "flag set $name->[1] defined twice") if $flags{$name->[1]}++;
	} else {
		die [line(), "unexpected " . peek() . " after $name->[1]"];
	}
	take('nl');
}

# The names a type uses must exist; templates take their own arguments.
sub check_type {
	my ($ty, $siblings) = @_;
	my ($n, @a) = ($ty->{name}, @{$ty->{args}});
	return if $ty->{kind} ne 'ident';
	if (!$builtin{$n} && !$structs{$n} && !$resources{$n}) {
		err($ty->{line}, "unknown type '$n'");
		return;
	}
	if ($n eq 'flags') {
		err($ty->{line}, "flags needs a flag set") unless @a;
		err($ty->{line}, "undefined flag set '$a[0]{name}'")
			if @a && !$flags{$a[0]{name}};
		err($ty->{line}, "flags over '$a[1]{name}', not an int type")
			if @a > 1 && !$int_types{$a[1]{name}};
	} elsif ($n =~ /^(len|bytesize\d?|bitsize)$/) {
		my $target = @a ? $a[0]{name} : '';
		err($ty->{line}, "$n of '$target', which is no sibling")
			unless $target eq 'parent' || grep { $_->{name} eq $target } @$siblings;
		err($ty->{line}, "$n over '$a[1]{name}', not an int type")
			if @a > 1 && !$int_types{$a[1]{name}};
	} elsif ($n eq 'ptr' || $n eq 'ptr64') {
		err($ty->{line}, "$n needs a direction and a type") unless @a >= 2;
		err($ty->{line}, "bad direction '$a[0]{name}'") if @a && !$dirs{$a[0]{name}};
		check_type($a[1], []) if @a >= 2;
		err($ty->{line}, "bad $n option '$a[2]{name}'") if @a > 2 && $a[2]{name} ne 'opt';
	} elsif ($n eq 'buffer') {
		err($ty->{line}, "bad direction") unless @a == 1 && $dirs{$a[0]{name}};
	} elsif ($n eq 'array') {
		err($ty->{line}, "array needs an element type") unless @a;
		check_type($a[0], []) if @a;
	} elsif ($n eq 'const') {
		err($ty->{line}, "const needs a value") unless @a;
		err($ty->{line}, "const over '$a[1]{name}', not an int type")
			if @a > 1 && !$int_types{$a[1]{name}};
	} elsif ($int_types{$n}) {
		for my $r (@a) {
			err($ty->{line}, "range $r->{name}:$r->{range} runs backwards")
				if defined $r->{range} && $r->{kind} eq 'int' &&
				   $r->{range} =~ /^\d+$/ && $r->{name} =~ /^\d+$/ &&
				   $r->{range} < $r->{name};
		}
	}
}

for my $f (@ARGV) {
	$file = $f;
	open my $fh, '<', $file or die "$file: $!\n";
	local $/;
	my $text = <$fh>;
	close $fh;
	(%calls, %structs, %flags, %resources, @uses) = ();
	@toks = lex($text);
	$pos = 0;
	while (peek() ne 'eof') {
		eval { parse_top(); 1 } or do {
			my $e = $@;
			die $e unless ref $e;
			err($e->[0], $e->[1]);
			# recover at the next line, as syzkaller's parser does
			take() while peek() ne 'nl' && peek() ne 'eof';
			take() if peek() eq 'nl';
		};
	}
	check_type($_->[1], $_->[2]) for @uses;
	printf "%s: %d calls, %d structs, %d flag sets, %d resources\n", $file,
		scalar keys %calls, scalar keys %structs, scalar keys %flags,
		scalar keys %resources unless $errors;
}
exit($errors ? 1 : 0);
