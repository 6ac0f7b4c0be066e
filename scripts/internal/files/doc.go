// Package files expands the file arguments of the scripts' commands: a
// directory stands for its files of one kind (match records, brain logs).
package files
