// Manual, "Examples" (from line 307), verbatim.
#![feature(register_tool)]
#![register_tool(tcp)]
extern crate furiosa_visa_std;
extern crate tokio;
eaxes![A = xtern crate rand;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use f8];
fouriosa_visa_std::prelude::*;
axes![A in 0.=F