"""Several devices at one table (issue 35): this device hosts the open game for guests at other
devices (hosting.py), or holds one seat of another device's game (guesting.py); the WebRTC
channels and the camera's scanner are browser glue (tabling.py). Its modules are imported when a
table is first set up or an invitation opens."""
