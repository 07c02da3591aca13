#!/usr/bin/perl
# Compares the flag sets of kapi's syzkaller descriptions with syzkaller's
# own, for the syscalls both describe: a table of each flags argument with
# the constants only one side has.
#   scripts/syzlang-compare.pl OURS.txt SYZKALLER_DIR_OR_FILES...
# SYZKALLER_DIR is syzkaller's sys/linux (every *.txt in it is read).
# Prints the table, then a summary line; exit 0, or 2 on bad usage.
use strict;
use warnings;

die "usage: $0 OURS.txt SYZKALLER_SYS_LINUX_DIR|FILE...\n" unless @ARGV >= 2;
my ($ours_file, @theirs) = @ARGV;
@theirs = map { -d $_ ? sort(glob("$_/*.txt")) : $_ } @theirs;

# calls{name} = [ [argname, type text], ... ]; flags{name} = [values];
# variants{name} = [ args of name$a, args of name$b, ... ]
my %variants;
sub read_desc {
	my (@files) = @_;
	my (%calls, %flags);
	for my $f (@files) {
		open my $fh, '<', $f or die "$f: $!\n";
		my $text = do { local $/; <$fh> };
		close $fh;
		# flag sets may continue over lines ending in a comma
		$text =~ s/,[ \t]*\n[ \t]*/, /g;
		for (split /\n/, $text) {
			s/#.*//;
			if (/^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.+?)\s*$/) {
				$flags{$1} = [ map { s/^\s+|\s+$//gr } split /,/, $2 ];
			} elsif (/^([A-Za-z_][A-Za-z0-9_]*)(\$\w+)?\((.*)\)/) {
				my ($base, $variant, $args) = ($1, $2, $3);
				my $list = [ map { /^\s*(\S+)\s+(.*?)\s*$/ ? [$1, $2] : [$_, ''] }
					     split_args($args) ];
				# variants ($...) describe one use each: kept apart
				if ($variant) {
					push @{$variants{$base}}, $list;
				} elsif (!exists $calls{$base}) {
					$calls{$base} = $list;
				}
			}
		}
	}
	return (\%calls, \%flags);
}

# Splits at commas outside brackets.
sub split_args {
	my ($s) = @_;
	my ($depth, $cur, @out) = (0, '');
	for my $c (split //, $s) {
		$depth++ if $c eq '[';
		$depth-- if $c eq ']';
		if ($c eq ',' && !$depth) {
			push @out, $cur;
			$cur = '';
		} else {
			$cur .= $c;
		}
	}
	push @out, $cur if $cur =~ /\S/;
	return @out;
}

my ($oc, $of) = read_desc($ours_file);
%variants = ();
my ($tc, $tf) = read_desc(@theirs);

# The values syzkaller's variants of a call give argument i: the constants
# of const[X] and the sets of flags[X]; empty when none has either.
sub variant_values {
	my ($call, $i) = @_;
	my %v;
	for my $args (@{$variants{$call} || []}) {
		next if $i > $#$args;
		my $t = $args->[$i][1];
		if ($t =~ /^const\[(\w+)/) {
			$v{$1} = 1;
		} elsif ($t =~ /^flags\[(\w+)/) {
			$v{$_} = 1 for @{$tf->{$1} || []};
		}
	}
	return sort keys %v;
}

my @rows;
my ($same, $differ, $theirs_plain, $both_calls) = (0, 0, 0, 0);
for my $call (sort keys %$oc) {
	next unless $tc->{$call} || $variants{$call};
	$both_calls++;
	my @oa = @{$oc->{$call}};
	my @ta = @{$tc->{$call} || []};
	for my $i (0 .. $#oa) {
		my ($oname, $otype) = @{$oa[$i]};
		next unless $otype =~ /^flags\[(\w+)/;
		my $oset = $1;
		my ($tname, $ttype) = $i <= $#ta ? @{$ta[$i]} : ('-', '');
		my @ov = @{$of->{$oset} || []};
		my @vv = $ttype =~ /^flags\[/ ? () : variant_values($call, $i);
		if (@vv) {
			# the variants together stand for syzkaller's set
			$ttype = 'flags[@variants]';
			$tf->{'@variants'} = \@vv;
		}
		if ($ttype !~ /^flags\[(\S+?)[\],]/) {
			$theirs_plain++;
			push @rows, [$call, $oname, scalar @ov, '-', join(' ', @ov),
				     "($ttype)"];
			next;
		}
		my @tv = @{$tf->{$1} || []};
		$oname .= '*' if $ttype eq 'flags[@variants]';
		my %t = map { $_ => 1 } @tv;
		my %o = map { $_ => 1 } @ov;
		my @only_ours = grep { !$t{$_} } @ov;
		my @only_theirs = grep { !$o{$_} } @tv;
		if (!@only_ours && !@only_theirs) {
			$same++;
			next;
		}
		$differ++;
		push @rows, [$call, $oname, scalar @ov, scalar @tv,
			     join(' ', @only_ours) || '-', join(' ', @only_theirs) || '-'];
	}
}

printf "%-18s %-12s %5s %5s  %-40s %s\n", 'syscall', 'argument', 'kapi',
	'syz', 'only in kapi', 'only in syzkaller';
printf "%-18s %-12s %5s %5s  %-40s %s\n", @$_ for @rows;
printf "\n%d syscalls described by both; flag sets: %d the same, %d different, " .
	"%d where syzkaller has no flag set\n", $both_calls, $same, $differ,
	$theirs_plain;
print "(* syzkaller describes the argument in variants, call\$NAME: their values together)\n";
