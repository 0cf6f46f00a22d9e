axes![A = 8];
for i in 0..4 { }
